import { StatusBlock } from '../components/status-block';
import './styles.css';

/** Shown when the shop cannot start at all (its /config.json is missing or broken). */
export function StartupError() {
  return (
    <main className="page-center">
      <StatusBlock
        tone="error"
        title="The shop could not start."
        hint="Its configuration could not be loaded. Check your connection and try again."
        action={
          <button
            type="button"
            className="button button--primary"
            onClick={() => window.location.reload()}
          >
            Reload
          </button>
        }
      />
    </main>
  );
}
