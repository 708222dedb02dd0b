import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const PLUGINS = [remarkGfm];

/**
 * What a model or a tool wrote, shown as it reads. Images are links: a picture in a model's
 * answer would be fetched the moment the page shows it, telling its host whatever the URL holds.
 */
const COMPONENTS: Components = {
  // An unsafe URL arrives here emptied (react-markdown's urlTransform): plain text then.
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <>{children}</>
    ),
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <a href={src} target="_blank" rel="noopener noreferrer nofollow">
        {alt || src}
      </a>
    ) : (
      <>{alt}</>
    ),
  table: ({ children }: ComponentProps<'table'>) => (
    <div className="table-wrap">
      <table>{children}</table>
    </div>
  ),
};

/**
 * GitHub-flavoured markdown (tables, strikethrough, task lists, autolinks) from a model or a tool,
 * rendered safely: any HTML in it is shown as text, never parsed, and links keep only http(s),
 * mailto and the like (react-markdown drops `javascript:` and `data:` URLs).
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown remarkPlugins={PLUGINS} components={COMPONENTS}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
