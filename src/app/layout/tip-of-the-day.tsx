// spec part 1 §1: the header's rotating 'Tip of the day:' line. It pauses while pointed at or focused
// (WCAG 2.2.2) and does not rotate for users who ask for reduced motion.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { IconButton, Text, Tooltip } from '@radix-ui/themes';
import { TrackNextIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

export const TIP_INTERVAL_MS = 10_000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

export function TipOfTheDay() {
  const { t } = useTranslation('shell');
  const tips = t('header.tips', { returnObjects: true }) as unknown as string[];
  const count = Array.isArray(tips) ? tips.length : 0;
  const [index, setIndex] = useState(() => (count ? new Date().getDate() % count : 0));
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (reducedMotion || paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), TIP_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [reducedMotion, paused, count]);

  if (!count) return null;
  return (
    <div
      className="tip-of-the-day"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* truncated to the room the header leaves; the whole tip shows on hover and on focus */}
      <Tooltip content={tips[index % count]}>
        <Text size="1" color="gray" className="tip-text" tabIndex={0}>
          <Text weight="medium">{t('header.tipLabel')}</Text>{' '}
          <span key={index} className="tip-body" data-testid="tip-body">
            {tips[index % count]}
          </span>
        </Text>
      </Tooltip>
      <IconButton size="1" variant="ghost" color="gray" aria-label={t('header.nextTip')} onClick={() => setIndex((i) => (i + 1) % count)}>
        <TrackNextIcon aria-hidden />
      </IconButton>
    </div>
  );
}
