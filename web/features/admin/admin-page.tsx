import { LoaderCircle, Lock } from "lucide-react";
import { ADMIN_TEXT } from "../../content/admin";
import { useHydrated } from "../../lib/use-hydrated";
import { errorMessage } from "./api/admin-fetch";
import { useAdminSession } from "./api/admin-session";
import { Dashboard } from "./dashboard";
import { SignInForm } from "./sign-in-form";

/** /admin: not linked from the site, noindex. Everything below the heading needs the API, so it renders after hydration. */
export function AdminPage() {
  const hydrated = useHydrated();
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <h1 className="text-3xl font-extrabold">{ADMIN_TEXT.heading}</h1>
      {hydrated ? <AdminBody /> : <Checking />}
    </div>
  );
}

function Checking() {
  return (
    <p role="status" className="text-muted flex items-center gap-2">
      <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden /> {ADMIN_TEXT.loading}
    </p>
  );
}

function AdminBody() {
  const session = useAdminSession();
  if (session.isPending) return <Checking />;
  if (session.isError) {
    return (
      <div role="alert" className="card grid justify-items-start gap-3 p-6">
        <p>{errorMessage(session.error)}</p>
        <button type="button" className="btn btn-outline" onClick={() => void session.refetch()}>
          {ADMIN_TEXT.retry}
        </button>
      </div>
    );
  }
  if (session.data.state === "https-required") {
    return (
      <section aria-labelledby="admin-https" role="alert" className="card grid gap-2 p-6">
        <h2 id="admin-https" className="flex items-center gap-2 text-xl font-bold">
          <Lock className="size-5" aria-hidden /> {ADMIN_TEXT.httpsHeading}
        </h2>
        <p>{session.data.message}</p>
      </section>
    );
  }
  if (session.data.state === "disabled") {
    return (
      <section aria-labelledby="admin-off" className="card grid gap-2 p-6">
        <h2 id="admin-off" className="flex items-center gap-2 text-xl font-bold">
          <Lock className="size-5" aria-hidden /> {ADMIN_TEXT.disabledHeading}
        </h2>
        <p>{session.data.message}</p>
      </section>
    );
  }
  return session.data.state === "signed-in" ? <Dashboard /> : <SignInForm />;
}
