import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGo } from '@/domains/hospital/useGo';

/**
 * Back as the header's arrow goes: to the previous page, or home when there is none. Stable
 * across renders, so a timer that goes back is not restarted by them.
 */
export function useBack() {
  const navigate = useNavigate();
  const go = useGo();
  return useCallback(
    () => (window.history.length > 1 ? navigate(-1) : go('/', { replace: true })),
    [navigate, go],
  );
}
