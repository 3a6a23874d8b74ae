/** `npm run dev`: the API on 127.0.0.1:5001 (restarting on change) and Vite on :5173 proxying /api to it. */
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: "5001", HOST: "127.0.0.1", NODE_ENV: "development", CLIENT_DIR: "build/none" },
  }),
  spawn("npx", ["react-router", "dev"], { stdio: "inherit" }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => code && stop());
