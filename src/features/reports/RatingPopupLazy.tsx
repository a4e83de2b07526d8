import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The rating form (react-vant's Rate, Field and Popup, the profiles, the account) loads
// when a rating is first asked for, not with the page that offers it (issue 27).
const Popup = lazy(() => import('./RatingPopup').then((m) => ({ default: m.RatingPopup })));

type Props = ComponentProps<typeof Popup>;

/** RatingPopup, loaded on first use; mounted from then on, so it animates closed. */
export function RatingPopup(props: Props) {
  const [used, setUsed] = useState(false);
  if (props.exam && !used) setUsed(true);
  if (!props.exam && !used) return null;
  return (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  );
}
