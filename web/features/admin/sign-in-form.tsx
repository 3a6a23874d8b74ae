import { LogIn } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { adminSignInSchema } from "../../../contracts/admin";
import { ADMIN_TEXT } from "../../content/admin";
import { errorMessage } from "./api/admin-fetch";
import { useSignIn } from "./api/admin-session";

export function SignInForm() {
  const [token, setToken] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const signIn = useSignIn();
  const inputId = useId();
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adminSignInSchema.safeParse({ token });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    signIn.mutate(parsed.data, { onError: (error) => setProblem(errorMessage(error)) });
  }

  return (
    <section aria-labelledby="admin-sign-in" className="card mx-auto grid w-full max-w-md gap-4 p-6">
      <h2 id="admin-sign-in" className="text-xl font-bold">
        {ADMIN_TEXT.signIn.heading}
      </h2>
      <p className="text-muted">{ADMIN_TEXT.signIn.intro}</p>
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <label htmlFor={inputId} className="font-medium">
          {ADMIN_TEXT.signIn.label}
        </label>
        <input
          id={inputId}
          type="password"
          className="input"
          autoComplete="current-password"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        <p id={errorId} role="alert" className="min-h-6 text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
        <button type="submit" className="btn btn-primary" disabled={signIn.isPending}>
          <LogIn className="size-4" aria-hidden /> {signIn.isPending ? ADMIN_TEXT.signIn.busy : ADMIN_TEXT.signIn.submit}
        </button>
      </form>
    </section>
  );
}
