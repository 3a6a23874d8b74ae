import { index, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";

type Ids = (defaultId: string) => string | undefined;

/**
 * One thin module per route. Every page also exists under each translated
 * language's prefix (`/hi/games`, docs/decisions/048-languages.md): the same modules under a
 * `:lang` layout, with ids of their own; the layout shows the not-found page for a prefix that
 * names no language.
 */
function pages(ids: Ids): RouteConfigEntry[] {
  const page = (path: string, file: string, id = file.replace(/\.tsx$/, "")) => route(path, file, { id: ids(id) });
  return [
    index("routes/home.tsx", { id: ids("routes/home") }),
    page("about", "routes/about.tsx"),
    page("portfolio", "routes/portfolio.tsx"),
    page("goals", "routes/goals.tsx"),
    page("coding", "routes/coding.tsx"),
    page("content", "routes/content.tsx"),
    page("community", "routes/community.tsx"),
    page("gaming", "routes/gaming.tsx"),
    page("social", "routes/social.tsx"),
    page("contact", "routes/contact.tsx"),
    page("privacy-policy", "routes/privacy-policy.tsx"),
    page("terms-conditions", "routes/terms-conditions.tsx"),
    page("disclaimer", "routes/disclaimer.tsx"),
    // Games: each game route is its own lazily loaded chunk.
    page("games", "routes/games-hub.tsx"),
    page("games/tictactoe", "routes/games/tictactoe.tsx"),
    page("games/snake", "routes/games/snake.tsx"),
    page("games/memory", "routes/games/memory.tsx"),
    page("games/flappy", "routes/games/flappy.tsx"),
    page("games/rps", "routes/games/rps.tsx"),
    page("games/simon", "routes/games/simon.tsx"),
    page("games/2048", "routes/games/game-2048.tsx"),
    page("games/whack", "routes/games/whack.tsx"),
    page("games/pong", "routes/games/pong.tsx"),
    page("games/colormatch", "routes/games/colormatch.tsx"),
    page("games/typing", "routes/games/typing.tsx"),
    page("games/sliding", "routes/games/sliding.tsx"),
    page("games/breakout", "routes/games/breakout.tsx"),
    page("games/connect4", "routes/games/connect4.tsx"),
    // A ranked daily-challenge run played back (?run=<id>): every board row links here.
    page("games/replay", "routes/games/replay.tsx"),
    page("blog", "routes/blog.tsx"),
    page("blog/:slug", "routes/blog-post.tsx"),
    page("tools", "routes/tools.tsx"),
    page("utility-tools", "routes/utility-tools.tsx"),
    page("ff-bots", "routes/ff-bots.tsx"),
    page("ff-bots/likes", "routes/ff-bots-likes.tsx"),
    ...(["info", "spam", "visit"] as const).map((id) => page(`ff-bots/${id}`, "routes/ff-bots-coming-soon.tsx", `ff-bots-${id}`)),
    page("*", "routes/not-found.tsx"),
  ];
}

export default [
  ...pages((id) => (id.startsWith("ff-bots-") ? id : undefined)),
  // The operator's dashboard (docs/decisions/011): not linked from the site, noindex, English only.
  route("admin", "routes/admin.tsx"),
  route(
    ":lang",
    "routes/locale.tsx",
    pages((id) => `lang/${id}`),
  ),
] satisfies RouteConfig;
