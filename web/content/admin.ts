/** Texts of the operator dashboard at /admin (issue 11). Not linked from the site; noindex. */
import type { StatsRange } from "../../contracts/admin";
import type { ToolId } from "../../contracts/tools";

export const ADMIN_META = {
  title: "Operator dashboard",
  description: "Usage, VIP codes and configuration for the site's operator.",
} as const;

export const ADMIN_TEXT = {
  heading: "Operator dashboard",
  loading: "Checking your session…",
  disabledHeading: "The dashboard is off",
  httpsHeading: "Sign-in needs HTTPS",
  signIn: {
    heading: "Sign in",
    intro: "Enter the admin token set on the server.",
    label: "Admin token",
    submit: "Sign in",
    busy: "Signing in…",
  },
  signOut: "Sign out",
  signedOutToast: { title: "Signed out", description: "Your dashboard session has ended." },
  loadFailed: "Could not load this part of the dashboard.",
  retry: "Try again",
  range: { label: "Range", option: (days: StatsRange) => `${days} days` },
  usageHeading: "Usage",
  charts: {
    likes: { title: "Likes", success: "Sent", refused: "Limit refusals", failed: "Provider failures" },
    tools: { title: "Tool usage" },
    chat: { title: "Chat", messages: "Messages", refused: "Quota refusals" },
    blog: { title: "Blog views per post", empty: "No blog views in this range." },
    total: "Total",
  },
  vip: {
    heading: "VIP codes",
    intro: "The same codes as the npm run vip command. A new code is shown once: copy it now.",
    days: "Valid for (days)",
    note: "Note (who it is for)",
    issue: "Issue code",
    issuing: "Issuing…",
    issuedHeading: "New code (shown once)",
    copy: "Copy code",
    copied: "VIP code copied to clipboard",
    revoke: "Revoke",
    revokedToast: { title: "Code revoked", description: "It no longer skips the daily limit." },
    issuedToast: { title: "Code issued", description: "Copy it now: it will not be shown again." },
    empty: "No VIP codes yet.",
    columns: { note: "Note", created: "Created", expires: "Expires", uses: "Uses", status: "Status", actions: "Actions" },
    status: { active: "Active", expired: "Expired", revoked: "Revoked" },
  },
  challenge: {
    heading: "Daily challenge",
    intro: "Today's boards. Remove a run that should not count, or block a nickname: it is refused from now on and hidden from every board.",
    chartTitle: "Runs verified and refused",
    verified: "Verified",
    refused: "Refused",
    empty: "No runs today.",
    columns: { rank: "Rank", nickname: "Nickname", score: "Score", actions: "Actions" },
    remove: "Remove",
    block: "Block",
    removedToast: { title: "Run removed", description: "The nickname's next best run, if any, takes its place." },
    blockedToast: { title: "Nickname blocked", description: "It is refused from now on and hidden from every board." },
  },
  config: {
    heading: "Configuration",
    likes: "Likes provider",
    likesDemo: "Demo (no provider configured)",
    chat: "Chat provider",
    chatNames: { gemini: "Gemini", "openai-compatible": "OpenAI-compatible", "built-in": "Built-in assistant" },
    database: "Database",
    databaseNames: { pglite: "Embedded PGlite", postgres: "PostgreSQL" },
    ads: "Ad ids",
    analytics: "Analytics",
    set: "Set",
    notSet: "Not set",
    version: "App version",
  },
} as const;

export const TOOL_LABELS: Record<ToolId, string> = {
  "ff-name-generator": "FF name generator",
  "uid-generator": "UID generator",
  "sensitivity-generator": "Sensitivity generator",
  "password-generator": "Password generator",
};
