import { generatePath } from 'react-router';
import { paths } from '../../app/paths';

export const productPath = (uuid: string) => generatePath(paths.product, { uuid });
