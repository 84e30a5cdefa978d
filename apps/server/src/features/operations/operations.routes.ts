import { opsIdParamsSchema } from '@dme/shared/operations/lists';
import {
  PRIOR_AUTH_ROUTES,
  priorAuthListQuerySchema,
  priorAuthListReplySchema,
  priorAuthUpdateSchema,
} from '@dme/shared/operations/prior-auths';
import {
  REQUEST_ROUTES,
  requestListQuerySchema,
  requestListReplySchema,
  requestParamsSchema,
  requestUpdateSchema,
} from '@dme/shared/operations/requests';
import {
  SIGNUP_CODE_ROUTES,
  signupCodeCreateSchema,
  signupCodeListQuerySchema,
  signupCodeListReplySchema,
  signupCodeSchema,
} from '@dme/shared/operations/signup-codes';
import {
  SUPPLIER_ROUTES,
  supplierCreateSchema,
  supplierListQuerySchema,
  supplierListReplySchema,
  supplierSummarySchema,
  supplierUpdateSchema,
} from '@dme/shared/operations/suppliers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { opsCaller } from './ops-caller';
import { listPriorAuths, updatePriorAuth } from './prior-auths.service';
import { listRequests, updateRequest } from './requests.service';
import { createSignupCode, listSignupCodes, revokeSignupCode } from './signup-codes.service';
import { createSupplier, listSuppliers, updateSupplier } from './suppliers.service';

/** The operations console's API (issue 16 §2): admins only, every call audited by its service. */
export const operationsRoutes =
  ({ db, config, storage }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['operations'];
    const publicUrl = config.PUBLIC_URL;

    app.get(
      SUPPLIER_ROUTES.list,
      {
        schema: {
          tags,
          summary: 'Suppliers by name',
          querystring: supplierListQuerySchema,
          response: { 200: supplierListReplySchema },
        },
      },
      async (request) => listSuppliers(db, opsCaller(request), request.query),
    );
    app.post(
      SUPPLIER_ROUTES.create,
      {
        schema: {
          tags,
          summary: 'Create a supplier and its sign-in account',
          body: supplierCreateSchema,
          response: { 201: supplierSummarySchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createSupplier(db, publicUrl, opsCaller(request), request.body)),
    );
    app.put(
      SUPPLIER_ROUTES.update,
      {
        schema: {
          tags,
          summary: 'Edit a supplier: profile, service area, HCPCS codes, carriers, active or paused',
          params: opsIdParamsSchema,
          body: supplierUpdateSchema,
          response: { 200: supplierSummarySchema },
        },
      },
      async (request) => updateSupplier(db, opsCaller(request), request.params.id, request.body),
    );

    app.get(
      SIGNUP_CODE_ROUTES.list,
      {
        schema: {
          tags,
          summary: 'Provider signup codes, newest first',
          querystring: signupCodeListQuerySchema,
          response: { 200: signupCodeListReplySchema },
        },
      },
      async (request) => listSignupCodes(db, publicUrl, opsCaller(request), request.query),
    );
    app.post(
      SIGNUP_CODE_ROUTES.create,
      {
        schema: {
          tags,
          summary: 'Create a provider signup code',
          body: signupCodeCreateSchema,
          response: { 201: signupCodeSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createSignupCode(db, publicUrl, opsCaller(request), request.body)),
    );
    app.post(
      SIGNUP_CODE_ROUTES.revoke,
      {
        schema: {
          tags,
          summary: 'Revoke an unused signup code',
          params: opsIdParamsSchema,
          response: { 200: signupCodeSchema },
        },
      },
      async (request) => revokeSignupCode(db, publicUrl, opsCaller(request), request.params.id),
    );

    app.get(
      PRIOR_AUTH_ROUTES.list,
      {
        schema: {
          tags,
          summary: "Prior authorizations of every provider's work orders",
          querystring: priorAuthListQuerySchema,
          response: { 200: priorAuthListReplySchema },
        },
      },
      async (request) => listPriorAuths(db, opsCaller(request), request.query),
    );
    app.put(
      PRIOR_AUTH_ROUTES.update,
      {
        schema: {
          tags,
          summary: "Set a work order's prior-authorization status, with the payer's response",
          params: opsIdParamsSchema,
          body: priorAuthUpdateSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await updatePriorAuth({ db, storage }, opsCaller(request), request.params.id, request.body);
        return reply.code(204).send(null);
      },
    );

    app.get(
      REQUEST_ROUTES.list,
      {
        schema: {
          tags,
          summary: 'Support and insurance contact requests, newest first',
          querystring: requestListQuerySchema,
          response: { 200: requestListReplySchema },
        },
      },
      async (request) => listRequests(db, opsCaller(request), request.query),
    );
    app.put(
      REQUEST_ROUTES.update,
      {
        schema: {
          tags,
          summary: 'Close or reopen a request',
          params: requestParamsSchema,
          body: requestUpdateSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await updateRequest(db, opsCaller(request), request.params, request.body);
        return reply.code(204).send(null);
      },
    );
  };
