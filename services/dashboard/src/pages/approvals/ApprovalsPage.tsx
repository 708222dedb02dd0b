import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api, unwrap } from '../../api/client';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ApprovalCard } from './ApprovalCard';
import { InputForm } from './InputForm';

/** Every run of the team's loops that waits for a person's decision, newest first. */
export default function ApprovalsPage() {
  const waiting = useQuery({
    queryKey: ['approvals'],
    queryFn: async () => {
      const [approvals, inputs] = await Promise.all(
        (['awaiting_approval', 'awaiting_input'] as const).map(async (status) =>
          unwrap(await api.GET('/v1/executions', { params: { query: { status, per_page: 100 } } })),
        ),
      );
      return [...(approvals?.data ?? []), ...(inputs?.data ?? [])];
    },
    refetchOnMount: 'always',
    refetchInterval: 10_000,
  });
  const executions = waiting.data ?? [];
  return (
    <>
      <h1>Approvals</h1>
      <p className="muted">
        Runs of your agent loops wait here when they want to use a tool that asks first, reach their
        budget, or a tool server asks you a question.
      </p>
      <ErrorMessage error={waiting.error} />
      {waiting.data && executions.length === 0 && <p>Nothing waits for a decision.</p>}
      {executions.map((execution) => (
        <section key={execution.id} aria-label={`Execution ${execution.id}`}>
          <h2>
            <Link to={`/executions/${execution.id}`}>
              <code>{execution.id}</code>
            </Link>
          </h2>
          {execution.pending_approvals.map((approval) => (
            <ApprovalCard key={approval.id} executionId={execution.id} approval={approval} />
          ))}
          {execution.pending_input && (
            <InputForm executionId={execution.id} input={execution.pending_input} />
          )}
        </section>
      ))}
    </>
  );
}
