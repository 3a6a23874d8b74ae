import { Outlet, useParams } from "react-router";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { localeOfPrefix } from "../../contracts/locales";

/**
 * The pages of a translated language, under its prefix (`/hi/...`, decision 048). A first
 * segment that names no language and no page (`/xyz`) is an unknown address: the not-found page.
 */
export default function LocaleLayout() {
  const { lang } = useParams();
  return localeOfPrefix(lang) ? <Outlet /> : <NotFoundPage />;
}
