import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { session } from '../api/session';
import { SignIn } from '../pages/SignIn';
import { Layout } from './Layout';

const Overview = lazy(() => import('../pages/overview/OverviewPage'));
const Bots = lazy(() => import('../pages/bots/BotsPage'));
const Inbox = lazy(() => import('../pages/inbox/InboxPage'));
const Bot = lazy(() => import('../pages/bots/BotPage'));
const Loops = lazy(() => import('../pages/loops/LoopsPage'));
const Loop = lazy(() => import('../pages/loops/LoopPage'));
const Execution = lazy(() => import('../pages/loops/ExecutionPage'));
const Approvals = lazy(() => import('../pages/approvals/ApprovalsPage'));
const ToolServers = lazy(() => import('../pages/tool-servers/ToolServersPage'));
const Webhooks = lazy(() => import('../pages/webhooks/WebhooksPage'));
const Secrets = lazy(() => import('../pages/secrets/SecretsPage'));
const ApiKeys = lazy(() => import('../pages/api-keys/ApiKeysPage'));
const Catalog = lazy(() => import('../pages/catalog/CatalogPage'));

/** Signed out: the sign-in page. Signed in: the app, one page per area. */
export function App() {
  const key = useSyncExternalStore(session.subscribe, session.key);
  const queryClient = useQueryClient();
  // Nothing cached for one key may show up for the next.
  useEffect(() => {
    if (!key) queryClient.clear();
  }, [key, queryClient]);
  if (!key) return <SignIn />;
  return (
    <Layout>
      <Suspense fallback={<p className="muted">Loading…</p>}>
        <Routes>
          <Route path="/" element={<Overview />} />
          <Route path="/inbox/*" element={<Inbox />} />
          <Route path="/bots" element={<Bots />} />
          <Route path="/bots/:id/*" element={<Bot />} />
          <Route path="/agent-loops" element={<Loops />} />
          <Route path="/agent-loops/:id" element={<Loop />} />
          <Route path="/executions/:id" element={<Execution />} />
          <Route path="/approvals" element={<Approvals />} />
          <Route path="/tool-servers" element={<ToolServers />} />
          <Route path="/webhooks" element={<Webhooks />} />
          <Route path="/secrets" element={<Secrets />} />
          <Route path="/api-keys" element={<ApiKeys />} />
          <Route path="/model-catalog" element={<Catalog />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </Layout>
  );
}
