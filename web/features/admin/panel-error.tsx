import { ADMIN_TEXT } from "../../content/admin";
import { errorMessage } from "./api/admin-fetch";

/** A part of the dashboard that failed to load says why and offers to try again; the rest keeps working. */
export function PanelError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div role="alert" className="card grid justify-items-start gap-3 p-4">
      <p>
        {ADMIN_TEXT.loadFailed} {errorMessage(error)}
      </p>
      <button type="button" className="btn btn-outline" onClick={retry}>
        {ADMIN_TEXT.retry}
      </button>
    </div>
  );
}
