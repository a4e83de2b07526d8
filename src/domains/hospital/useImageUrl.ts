import { resolveImageUrl } from '@/kit/imageUrl';
import { useHospEnv } from './queries';

export function useImageUrl() {
  const imagePath = useHospEnv().data?.imagePath ?? '';
  return (value: string | null | undefined) => resolveImageUrl(value, imagePath);
}
