/**
 * The one place that writes raw script text into the page. Only build-time constants written in
 * this repository pass through here (the boot script, JSON-LD built by JSON.stringify); never
 * text from users or the network. React would HTML-escape quotes inside a <script> child, which
 * breaks JavaScript and JSON, hence the raw write.
 */
export function InlineScript({ code, type }: { code: string; type?: string }) {
  return <script type={type} dangerouslySetInnerHTML={{ __html: code }} />;
}
