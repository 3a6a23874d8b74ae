import { ADMIN_TEXT } from "../../content/admin";
import { useAdminConfig } from "./api/admin-config";
import { PanelError } from "./panel-error";

const T = ADMIN_TEXT.config;

export function ConfigPanel() {
  const config = useAdminConfig();
  const c = config.data;
  const yesNo = (set: boolean) => (set ? T.set : T.notSet);
  const rows: [string, string][] = c
    ? [
        [T.likes, c.likesProvider.kind === "demo" ? T.likesDemo : (c.likesProvider.host ?? "")],
        [T.chat, c.chatProvider.model ? `${T.chatNames[c.chatProvider.name]} (${c.chatProvider.model})` : T.chatNames[c.chatProvider.name]],
        [T.database, T.databaseNames[c.database]],
        [T.ads, yesNo(c.adsConfigured)],
        [T.analytics, yesNo(c.analyticsConfigured)],
        [T.version, c.version],
      ]
    : [];
  return (
    <section aria-labelledby="admin-config" className="grid gap-4">
      <h2 id="admin-config" className="text-2xl font-bold">
        {T.heading}
      </h2>
      {config.isError ? (
        <PanelError error={config.error} retry={() => void config.refetch()} />
      ) : (
        <dl className="card grid gap-x-6 gap-y-2 p-4 sm:grid-cols-[max-content_1fr]" aria-busy={!c}>
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
