import classes from './skip-link.module.css';

/** The main region's id, where the skip link sends the focus. */
export const MainContentId = 'main-content';

/**
 * "Skip to main content": the first thing Tab reaches, shown only while focused. It moves the
 * focus itself, as a hash link would change the route.
 */
export function SkipLink() {
  return (
    <a
      className={classes.skip}
      href={`#${MainContentId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MainContentId)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
