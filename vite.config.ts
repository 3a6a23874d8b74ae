import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    // `npm run dev`: the API runs beside Vite (scripts/dev.ts) and is reached through this proxy.
    proxy: { "/api": "http://127.0.0.1:5001" },
  },
});
