/**
 * The one place that writes raw script text into the page. Only build-time constants written in
 * this repository pass through here (the boot script in web/root.tsx); never text from users,
 * the operator's files or the network (JSON-LD goes through React Router's meta descriptor, which
 * escapes it). React would HTML-escape quotes inside a <script> child, which breaks JavaScript,
 * hence the raw write.
 */
export function InlineScript({ code, type }: { code: string; type?: string }) {
  return <script type={type} dangerouslySetInnerHTML={{ __html: code }} />;
}
