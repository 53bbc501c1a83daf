// The phone's position for a check-in (issue 41 point 4): a fresh fix (maximumAge 0: never the browser's
// cached one, which may be from the drive over), as precise as the phone can, within 15 s. A refusal or
// a failure is no position with its reason: the check-in goes on without one (and is flagged), it is
// never blocked.
import type { PositionFix, PositionProblem } from '@vp/contracts';

export type FreshPosition = {
  position: PositionFix | null;
  positionProblem: Exclude<PositionProblem, 'stale'> | null;
};

const FIX_TIMEOUT_MS = 15_000;

export function freshPosition(): Promise<FreshPosition> {
  if (!('geolocation' in navigator))
    return Promise.resolve({ position: null, positionProblem: 'unavailable' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (fix) =>
        resolve({
          position: {
            latitude: fix.coords.latitude,
            longitude: fix.coords.longitude,
            accuracy: fix.coords.accuracy,
            fixedAt: new Date(fix.timestamp).toISOString(),
          },
          positionProblem: null,
        }),
      (error) =>
        resolve({
          position: null,
          positionProblem:
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
        }),
      { enableHighAccuracy: true, maximumAge: 0, timeout: FIX_TIMEOUT_MS },
    );
  });
}
