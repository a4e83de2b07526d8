import { useAtomValue } from 'jotai';
import { resolveImageUrl } from '@/kit/imageUrl';
import { hospEnvAtom } from '@/domains/hospital/atoms';

export function useImageUrl() {
  const env = useAtomValue(hospEnvAtom);
  const imagePath = env.state === 'hasData' ? env.data.imagePath : '';
  return (value: string | null | undefined) => resolveImageUrl(value, imagePath);
}
