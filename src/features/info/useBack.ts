import { useNavigate } from 'react-router-dom';
import { useGo } from '@/domains/hospital/useGo';

/** Back as the header's arrow goes: to the previous page, or home when there is none. */
export function useBack() {
  const navigate = useNavigate();
  const go = useGo();
  return () => (window.history.length > 1 ? navigate(-1) : go('/', { replace: true }));
}
