import { TRACKING_MESSAGES } from '@dme/shared/fulfillments/api';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { notifications } from '../../lib/toasts';
import { useFulfillment } from './api/fulfillment';

/**
 * The fulfillment of a tracking page, by number and the link's token (`access`; the supplier signed
 * in needs none); a missing number, or one the caller may not open, goes to "/" (spec §8).
 */
export function useTrackedFulfillment(number: string, access: string) {
  const navigate = useNavigate();
  const fulfillment = useFulfillment(number, access);
  const isInvalid = number === '' || fulfillment.isError;

  useEffect(() => {
    if (!isInvalid) return;
    notifications.show({ id: 'invalid-fulfillment', color: 'red', message: TRACKING_MESSAGES.invalidLink });
    navigate(paths.home, { replace: true });
  }, [isInvalid, navigate]);

  return fulfillment;
}
