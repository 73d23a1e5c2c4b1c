// One badge image of an organization project (from a third-party badge service). Its size is
// reserved, it loads only near the screen, and when it cannot load (offline, blocked) a short
// text label stands in its place instead of a broken image.
import { useEffect, useRef, useState } from 'react';

/** A badge: image address, its description, and the short label shown without the image. */
export interface Badge {
  src: string;
  alt: string;
  label: string;
}

/** A badge image with a text fallback. */
export function ProjectBadge({ badge }: { badge: Badge }) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  // An image that failed before the page was hydrated fired its error event unheard.
  useEffect(() => {
    const img = image.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc !== '') setFailed(true);
  }, []);
  if (failed) {
    return (
      <span className="project__badge project__badge--text" title={badge.alt}>
        {badge.label}
      </span>
    );
  }
  return (
    <span className="project__badge">
      <img ref={image} src={badge.src} alt={badge.alt} height="20" width="110" loading="lazy" decoding="async" onError={() => setFailed(true)} />
    </span>
  );
}
