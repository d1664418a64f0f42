import { useEffect, useRef } from 'react';

/** spec §4 dropdowns: while `active`, a pointer press anywhere outside `host` calls `onOutside`. */
export function useClickOutside(host: Element, active: boolean, onOutside: () => void): void {
  const latest = useRef(onOutside);
  latest.current = onOutside;
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!host.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [host, active]);
}
