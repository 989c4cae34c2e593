import { truncate } from '@shop/rules';
import { type CSSProperties, type SyntheticEvent, useState } from 'react';
import './cut-name.css';

/** Room (px) on the right under which the tooltip rather opens towards the left, if wider there. */
const ENOUGH_ROOM = 240;
/** Kept free between the tooltip and the window's edge. */
const EDGE = 8;

/**
 * Where the tooltip fits: from the name's start towards the right, or (a name near the right edge,
 * as on a phone) ending at the name's end, never wider than the room to the window's edge.
 */
export function tooltipPlace(
  box: { left: number; right: number },
  windowWidth: number,
): CSSProperties {
  const right = Math.floor(windowWidth - box.left - EDGE);
  const left = Math.floor(box.right - EDGE);
  const within = (room: number) => `min(22em, ${Math.max(room, 0)}px)`;
  if (right >= ENOUGH_ROOM || right >= left) return { maxWidth: within(right) };
  return { left: 'auto', right: 0, maxWidth: within(left) };
}

export interface CutNameProps {
  /** The whole name. */
  name: string;
  /** Where the spec cuts it (TRUNCATE_AT): the first `max` characters and '..'. */
  max: number;
  /** Shown whole in place (the active option of a list): the cut text is then not drawn. */
  open?: boolean;
  /**
   * In the tab order, for a name that is not inside a link or a button: a keyboard user reaches it
   * and sees the whole name as someone hovering it does.
   */
  focusable?: boolean;
  className?: string;
  testId?: string;
}

/**
 * A name cut where the spec cuts it ("Samsung Ga.."), whole on hover and on focus (a tooltip of the
 * page's own, as the browser's `title` shows on hover only) and always whole for screen readers: the
 * cut text is hidden from them, the whole name is the text they read. A name short enough is shown
 * as it is, with nothing more.
 */
export function CutName({
  name,
  max,
  open = false,
  focusable = false,
  className,
  testId,
}: CutNameProps) {
  const cut = truncate(name, max);
  const [place, setPlace] = useState<CSSProperties>();
  // Measured when the tooltip is about to show (hover, focus), so it stays inside the window.
  const measure = (event: SyntheticEvent<HTMLElement>) =>
    setPlace(
      tooltipPlace(
        event.currentTarget.getBoundingClientRect(),
        event.currentTarget.ownerDocument.documentElement.clientWidth,
      ),
    );
  const classes = ['cut-name', open ? 'cut-name--open' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  if (cut === name) {
    return (
      <span className={classes} translate="no" data-testid={testId}>
        {name}
      </span>
    );
  }
  return (
    <span
      className={classes}
      translate="no"
      title={name}
      data-testid={testId}
      // A name the keyboard can reach to see it whole (a generic element, read as its text).
      tabIndex={focusable ? 0 : undefined}
      onMouseEnter={open ? undefined : measure}
      onFocus={open ? undefined : measure}
    >
      <span className="cut-name__cut" aria-hidden="true">
        {cut}
      </span>
      <span className="cut-name__full" style={open ? undefined : place}>
        {name}
      </span>
    </span>
  );
}
