import { lazy } from "react";
import { Outlet, useParams } from "react-router";
import { localeOfPrefix } from "../../contracts/locales";
import { withPartTexts } from "../i18n/route-texts";

// Only an unknown first segment needs it: every translated page would otherwise load its code.
const NotFoundPage = lazy(withPartTexts("features/not-found/not-found-page", () => import("../features/not-found/not-found-page").then((m) => ({ default: m.NotFoundPage }))));

/**
 * The pages of a translated language, under its prefix (`/hi/...`, decision 048). A first
 * segment that names no language and no page (`/xyz`) is an unknown address: the not-found page.
 */
export default function LocaleLayout() {
  const { lang } = useParams();
  return localeOfPrefix(lang) ? <Outlet /> : <NotFoundPage />;
}
