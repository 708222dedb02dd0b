/**
 * Workspace files as MCP resources: `workspace://files/{path}`, read whole with `resources/read`.
 * read_file answers a bounded range of bytes; for a file longer than that it also links the whole
 * file as a resource (a `resource_link`), which a client can fetch without paging through it.
 */
import {
  ResourceNotFoundError,
  ResourceTemplate,
  type McpServer,
  type ResourceLink,
} from '@modelcontextprotocol/server';
import { AppError } from '@switchboard/kit/errors';
import type { WorkspaceFile } from '@switchboard/contracts/workspace';
import type { WorkspaceToolContext } from './workspace-tool.js';

const URI_PREFIX = 'workspace://files/';

/** The resource URI of a workspace file: each path segment percent-encoded. */
export function fileResourceUri(path: string): string {
  return URI_PREFIX + path.split('/').map(encodeURIComponent).join('/');
}

/** A `resource_link` content block naming the whole file. */
export function fileResourceLink(file: WorkspaceFile, description: string): ResourceLink {
  return {
    type: 'resource_link',
    uri: fileResourceUri(file.path),
    name: file.path,
    title: file.path.split('/').pop() ?? file.path,
    description,
    mimeType: file.content_type,
    size: file.size,
  };
}

/** Text content types are answered as text, everything else as base64 bytes. */
const isText = (contentType: string) =>
  contentType.startsWith('text/') || /json|xml|yaml|charset=utf-8/i.test(contentType);

/**
 * Registers the file resource template on `server`: `resources/read` of a file's URI answers its
 * whole content (text, or a base64 blob) for the server's team. A missing file is the protocol's
 * resource-not-found error.
 */
export function registerFileResources(server: McpServer, ctx: WorkspaceToolContext): void {
  server.registerResource(
    'workspace-file',
    new ResourceTemplate(`${URI_PREFIX}{+path}`, { list: undefined }),
    {
      title: 'Workspace file',
      description: "A file of the team's workspace, whole (read_file reads it a range at a time).",
    },
    async (uri) => {
      const path = decodeURIComponent(uri.href.slice(URI_PREFIX.length));
      let read: Awaited<ReturnType<WorkspaceToolContext['workspace']['read']>>;
      try {
        read = await ctx.workspace.read(ctx.teamId, path);
      } catch (error) {
        if (error instanceof AppError) throw new ResourceNotFoundError(uri.href);
        throw error;
      }
      const { file, bytes } = read;
      const base = { uri: uri.href, mimeType: file.content_type };
      return {
        contents: [
          isText(file.content_type)
            ? { ...base, text: bytes.toString('utf8') }
            : { ...base, blob: bytes.toString('base64') },
        ],
      };
    },
  );
}
