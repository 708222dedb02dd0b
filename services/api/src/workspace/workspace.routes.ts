/**
 * `/v1/workspace/files`: the team workspace over HTTP. Files go up as raw bytes (`PUT`, any
 * content type, kept), come down as raw bytes with their type and ETag (`GET`), and `If-Match`
 * makes updates and deletes safe against concurrent writers (412 on a mismatch).
 */
import { paginationQuery } from '@switchboard/contracts/query';
import {
  workspaceEtag,
  workspaceFileEnvelope,
  workspaceFileList,
  workspacePath,
  workspacePrefix,
} from '@switchboard/contracts/workspace';
import type { Workspace } from '@switchboard/workspace/workspace';
import { WorkspaceFileTooLargeError } from '@switchboard/workspace/workspace-errors';
import { z } from 'zod';
import { readRawBody } from '../http/raw-body.js';
import { listResponse } from '../http/pagination.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';

const TAG = 'Workspace';
const FILE_PATH = '/v1/workspace/files/{path*}';

const fileParams = z.strictObject({
  path: workspacePath.meta({
    description: 'File path; may contain / (reports/2026-11.md). No .., no leading /.',
  }),
});
const listQuery = paginationQuery.extend({
  prefix: workspacePrefix.optional().meta({ description: 'Only paths that start with this' }),
});

/** The workspace routes. */
export function workspaceRoutes(workspace: Workspace, fileMaxBytes: number): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/v1/workspace/files',
      tag: TAG,
      summary: "List the team's workspace files in path order",
      query: listQuery,
      response: workspaceFileList,
      handler: async ({ auth, query }) =>
        listResponse(
          await workspace.list(auth.teamId, {
            prefix: query.prefix,
            page: query.page,
            perPage: query.per_page,
          }),
          query,
          (file) => file,
        ),
    }),
    defineRoute({
      method: 'get',
      path: FILE_PATH,
      tag: TAG,
      summary: 'Download a workspace file',
      description:
        'The raw bytes with the stored `Content-Type` and `ETag: "<sha256>"`; `If-None-Match` with the current ETag answers 304.',
      params: fileParams,
      binaryResponse: true,
      errors: [404],
      handler: async ({ auth, params, req, res }) => {
        const { file, bytes } = await workspace.read(auth.teamId, params.path);
        const etag = workspaceEtag(file.sha256);
        res.setHeader('ETag', etag);
        res.setHeader('Cache-Control', 'private, no-cache');
        if (req.headers['if-none-match'] === etag) {
          res.statusCode = 304;
          res.end();
          return;
        }
        res.statusCode = 200;
        res.setHeader('Content-Type', file.content_type);
        res.setHeader('Content-Length', String(bytes.length));
        res.setHeader('Content-Disposition', 'attachment');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
        res.end(req.method === 'HEAD' ? undefined : bytes);
      },
    }),
    defineRoute({
      method: 'put',
      path: FILE_PATH,
      tag: TAG,
      summary: 'Create or replace a workspace file',
      description: `The body is the file's bytes (at most ${fileMaxBytes} bytes by default settings; any \`Content-Type\`, kept). 201 when created, 200 when replaced. \`If-Match: "<sha256>"\` (or \`*\`) writes only over that version: 412 PRECONDITION_FAILED otherwise. Over the per-file limit or the plan's quota: 413 with the numbers, and nothing is stored.`,
      params: fileParams,
      rawBody: true,
      status: 201,
      response: workspaceFileEnvelope,
      also: [{ status: 200, description: 'Replaced', response: workspaceFileEnvelope }],
      errors: [412],
      handler: async ({ auth, params, req, res, setStatus }) => {
        const bytes = await readRawBody(
          req,
          fileMaxBytes,
          (size, max) => new WorkspaceFileTooLargeError(size, max),
        );
        const { file, created } = await workspace.write(auth.teamId, params.path, bytes, {
          contentType: req.headers['content-type'],
          ifMatch: req.headers['if-match'],
        });
        res.setHeader('ETag', workspaceEtag(file.sha256));
        setStatus(created ? 201 : 200);
        return { data: file };
      },
    }),
    defineRoute({
      method: 'delete',
      path: FILE_PATH,
      tag: TAG,
      summary: 'Delete a workspace file',
      description: '`If-Match` deletes only that version (412 otherwise).',
      params: fileParams,
      status: 204,
      errors: [404, 412],
      handler: async ({ auth, params, req }) => {
        const ifMatch = req.headers['if-match'];
        await workspace.delete(auth.teamId, params.path, ifMatch === undefined ? {} : { ifMatch });
      },
    }),
  ];
}
