import { useEffect, useState } from 'react';

/** The time now, renewed every `periodMs`, so relative times and running durations move on. */
export function useNow(periodMs = 5000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}
