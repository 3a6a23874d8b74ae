import type { PageHeaderText } from "../../../content/page-types";

/** Every page opens with a title and a subtitle. */
export function PageHeader({ header }: { header: PageHeaderText }) {
  return (
    <header className="mb-10 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{header.title}</h1>
      <p className="text-muted mx-auto mt-3 max-w-2xl text-lg">{header.subtitle}</p>
    </header>
  );
}
