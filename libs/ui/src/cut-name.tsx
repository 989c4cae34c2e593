import { truncate } from '@shop/rules';
import './cut-name.css';

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
export function CutName({ name, max, open = false, focusable = false, className, testId }: CutNameProps) {
  const cut = truncate(name, max);
  const classes = ['cut-name', open ? 'cut-name--open' : '', className ?? ''].filter(Boolean).join(' ');
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
    >
      <span className="cut-name__cut" aria-hidden="true">
        {cut}
      </span>
      <span className="cut-name__full">{name}</span>
    </span>
  );
}
