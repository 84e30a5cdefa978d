import { generatePath } from 'react-router';
import { paths } from '../../app/paths';

/** The query flag that tells the confirmation page to clear the patient session (spec patient §2). */
export const CLEAR_SESSION_PARAM = 'clearSession';

export const orderPath = (number: string) => generatePath(paths.order, { number });

/** Where a just-placed order lands, as the hosted payment page also redirects. */
export const placedOrderPath = (number: string) => `${orderPath(number)}?${CLEAR_SESSION_PARAM}=true`;
