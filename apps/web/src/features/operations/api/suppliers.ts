import {
  SUPPLIER_ROUTES,
  type SupplierCreate,
  type SupplierListQuery,
  type SupplierListReply,
  type SupplierSummary,
  type SupplierUpdate,
} from '@dme/shared/operations/suppliers';
import { apiRequest } from '../../../lib/api-client';
import { useOpsList, useOpsMutation } from './ops-list';

const RESOURCE = 'suppliers';

export const useSuppliers = (query: SupplierListQuery) =>
  useOpsList<SupplierListReply>(RESOURCE, SUPPLIER_ROUTES.list, query);

export const createSupplier = (body: SupplierCreate) =>
  apiRequest<SupplierSummary>(SUPPLIER_ROUTES.create, { method: 'POST', body });

export const updateSupplier = ({ id, ...body }: SupplierUpdate & { id: string }) =>
  apiRequest<SupplierSummary>(SUPPLIER_ROUTES.update.replace(':id', id), { method: 'PUT', body });

export const useCreateSupplier = () => useOpsMutation(RESOURCE, createSupplier);
export const useUpdateSupplier = () => useOpsMutation(RESOURCE, updateSupplier);
