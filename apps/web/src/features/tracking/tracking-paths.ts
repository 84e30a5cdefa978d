import { generatePath } from 'react-router';
import { paths } from '../../app/paths';

/** The e-mailed link's token rides along, so the next page can read (and record) with it. */
const withAccess = (search: URLSearchParams, access: string) => {
  if (access) search.set('access', access);
  return search.toString();
};

/** The tracking form: /tracking?fulfillment={number} (spec §2), with the link's token when there is one. */
export const trackingFormPath = (number: string, access: string) =>
  `${paths.tracking}?${withAccess(new URLSearchParams({ fulfillment: number }), access)}`;

/** The success page: /tracking/{number} (spec §2), with the link's token when there is one. */
export const trackingSuccessPath = (number: string, access: string) => {
  const search = withAccess(new URLSearchParams(), access);
  return `${generatePath(paths.trackingSuccess, { number })}${search ? `?${search}` : ''}`;
};
