import { type CSSProperties, type ReactNode, useCallback, useState } from 'react';

/**
 * Hides content visually but keeps it for screen readers, without needing the stylesheet.
 *
 * @example
 * <span style={visuallyHidden}>Black to move</span>
 */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** One announcement; `count` tells apart two identical messages in a row. */
export interface Announcement {
  readonly text: string; // what to say
  readonly count: number; // how many announcements came before, including this one
}

/** Props of `LiveRegion`. */
export interface LiveRegionProps {
  announcement: Announcement; // the message to speak, from `useAnnouncer`
  politeness?: 'polite' | 'assertive' | undefined; // how urgently @defaultValue 'polite'
  id?: string | undefined; // to point `aria-describedby` at the region
}

/**
 * A visually hidden live region. Screen readers speak its text whenever it changes; it is
 * rendered from the start, empty, because regions inserted together with their text are often
 * not announced.
 *
 * @example
 * const [announcement, announce] = useAnnouncer();
 * return <><button onClick={() => announce('Saved')}>Save</button><LiveRegion announcement={announcement} /></>;
 */
export function LiveRegion({
  announcement,
  politeness = 'polite',
  id,
}: LiveRegionProps): ReactNode {
  // Saying the same thing twice ("h8 is occupied") leaves the text unchanged, and unchanged text
  // is not spoken again; a trailing no-break space on every other message makes it change.
  const text = announcement.count % 2 === 1 ? `${announcement.text}\u00a0` : announcement.text;
  return (
    <div
      id={id}
      className="stonekit-live-region"
      aria-live={politeness}
      aria-atomic="true"
      style={visuallyHidden}
    >
      {text}
    </div>
  );
}

/**
 * State for a `LiveRegion`: the current announcement and a stable function that replaces it.
 *
 * @example
 * const [announcement, announce] = useAnnouncer();
 * announce('Black plays h8');
 */
export function useAnnouncer(): [Announcement, (text: string) => void] {
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', count: 0 });
  const announce = useCallback((text: string) => {
    setAnnouncement((previous) => ({ text, count: previous.count + 1 }));
  }, []);
  return [announcement, announce];
}
