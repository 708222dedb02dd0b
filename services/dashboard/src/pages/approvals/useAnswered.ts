import { useQueryClient } from '@tanstack/react-query';
import type { Execution } from '../../api/types';

/**
 * What an approval or input answer does once the API accepts it: shows the execution as it now
 * is and has the approvals list read again.
 */
export function useAnswered(executionId: string): (execution: Execution) => void {
  const queryClient = useQueryClient();
  return (execution) => {
    queryClient.setQueryData(['execution', executionId], execution);
    void queryClient.invalidateQueries({ queryKey: ['approvals'] });
  };
}
