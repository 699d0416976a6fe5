/**
 * The storefront's dialog: a native modal `<dialog>` (showModal) drawn like MUI's Dialog — the
 * dimmed backdrop, a centred paper, its title, content and actions, the 225 ms fade in — with
 * static CSS (dialog.module.css, decisions 0025 and 0030), so a page opening it loads no MUI.
 * The browser keeps focus inside and makes the page behind inert; Escape and a tap on the backdrop
 * call `onClose`; the page's scroll is locked while it is open and focus goes back to the opener
 * when it closes. Controlled: it opens and closes only with `open`. The phone's Back is the
 * caller's (useBackToClose), as the dialogs that had it on MUI did.
 */
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type KeyboardEventHandler,
  type ReactNode,
} from 'react';
import s from './dialog.module.css';

/** The id of the dialog's title, for its aria-labelledby (undefined when labelled by aria-label). */
const TitleIdContext = createContext<string | undefined>(undefined);

export interface DialogProps {
  open: boolean;
  /** Escape, a tap on the backdrop: the caller sets `open` to false. */
  onClose: () => void;
  /** The paper's largest width (MUI's maxWidth): xs 444 px, sm 600 px (default), lg 1200 px. */
  maxWidth?: 'xs' | 'sm' | 'lg';
  /** The paper takes its largest width (less the 32 px margins) on any screen (MUI's fullWidth). */
  fullWidth?: boolean;
  /** Below 900 px (MUI's md) the paper fills the screen, without margins or corners. */
  fullScreenBelowMd?: boolean;
  /** The dialog's name when its title is not only text (else a `DialogTitle` labels it). */
  'aria-label'?: string;
  /** The title's id, if the caller sets it (else one is made: `DialogTitle` takes it either way). */
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** Class of the paper (its own colours, height, layout). */
  paperClassName?: string;
  onKeyDown?: KeyboardEventHandler<HTMLDialogElement>;
  /**
   * Title, content and actions. Rendered only while open (as MUI's Dialog): a form's fields start
   * again on each opening. An element marked `data-autofocus` takes the focus on opening; else
   * the dialog itself does (MUI focuses its container), so no control shows a focus ring.
   */
  children: ReactNode;
}

/** A modal dialog (see the module's comment); returns the `<dialog>` element. */
export function Dialog({
  open,
  onClose,
  maxWidth = 'sm',
  fullWidth,
  fullScreenBelowMd,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  paperClassName,
  onKeyDown,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const ownTitleId = useId();
  const titleId = ariaLabel ? undefined : (ariaLabelledBy ?? ownTitleId);
  const closeRef = useRef(onClose);
  const pressedOnBackdrop = useRef(false);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });

  // Before paint: the frame after the tap shows the dialog (its fade starts there).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // jsdom (the unit tests) has no showModal; every browser the shop supports has.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const unlock = lockScroll();
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus();
    return () => {
      unlock();
      // close() gives focus back to the element that had it before showModal (the opener).
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${s.dialog} ${fullScreenBelowMd ? s.fullScreenBelowMd : ''}`}
      tabIndex={-1}
      aria-label={ariaLabel}
      aria-labelledby={titleId}
      aria-describedby={ariaDescribedBy}
      onKeyDown={onKeyDown}
      // Escape: the caller closes it (a closed <dialog> must follow `open`, not the browser).
      onCancel={(event) => {
        event.preventDefault();
        closeRef.current();
      }}
      // Closed by the browser anyway (a second Escape without a tap between cannot be cancelled).
      onClose={() => {
        if (open) closeRef.current();
      }}
      // The <dialog> is the full-screen container around the paper: a press and release on it
      // (not a drag that started inside the paper) is a tap on the backdrop.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) closeRef.current();
        pressedOnBackdrop.current = false;
      }}
    >
      {open && (
        <div className={`${s.paper} ${s[maxWidth]} ${fullWidth ? s.fullWidth : ''} ${paperClassName ?? ''}`}>
          <TitleIdContext value={titleId}>{children}</TitleIdContext>
        </div>
      )}
    </dialog>
  );
}

/**
 * Locks the page's scroll as MUI's Modal does: `overflow: hidden` on the body, and the scrollbar's
 * width added to its right padding so the page does not move. Returns the undo.
 */
function lockScroll(): () => void {
  const body = document.body;
  const { overflow, paddingRight } = body.style;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  if (scrollbar > 0) {
    const current = parseFloat(getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${current + scrollbar}px`;
  }
  body.style.overflow = 'hidden';
  return () => {
    body.style.overflow = overflow;
    body.style.paddingRight = paddingRight;
  };
}

type DivProps = ComponentPropsWithoutRef<'div'>;

/** The dialog's title (MUI's DialogTitle: an h2 in the h6 style); it names the dialog (its id is the dialog's). */
export function DialogTitle({ className, id, ...props }: ComponentPropsWithoutRef<'h2'>) {
  const dialogTitleId = useContext(TitleIdContext);
  return <h2 {...props} id={dialogTitleId ?? id} className={`${s.title} ${className ?? ''}`} />;
}

/** The dialog's scrolling middle (MUI's DialogContent); no top padding right after a title. */
export function DialogContent({ className, ...props }: DivProps) {
  return <div {...props} className={`${s.content} ${className ?? ''}`} />;
}

/** A paragraph of the content in the secondary text colour (MUI's DialogContentText). */
export function DialogContentText({ className, ...props }: ComponentPropsWithoutRef<'p'>) {
  return <p {...props} className={`${s.contentText} ${className ?? ''}`} />;
}

/** The row of buttons at the bottom (MUI's DialogActions): at the end, 8 px apart. */
export function DialogActions({ className, ...props }: DivProps) {
  return <div {...props} className={`${s.actions} ${className ?? ''}`} />;
}
