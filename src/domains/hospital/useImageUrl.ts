import { useAtomValue } from 'jotai';
import { resolveImageUrl } from '@/lib/imageUrl';
import { hospEnvAtom } from '@/state/hospital';

export function useImageUrl() {
  const env = useAtomValue(hospEnvAtom);
  const imagePath = env.state === 'hasData' ? env.data.imagePath : '';
  return (value: string | null | undefined) => resolveImageUrl(value, imagePath);
}
