import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

/**
 * An integration of a bot by its name (its id on hover), or by its id while the names load or
 * once it is deleted. The bot's integrations are asked for once and shared by every message.
 */
export function IntegrationName({ botId, id }: { botId: string; id: string }) {
  const integrations = useQuery({
    queryKey: ['integrations', botId, 'all'],
    queryFn: async () =>
      unwrap(
        await api.GET('/v1/bots/{bot_id}/integrations', {
          params: { path: { bot_id: botId }, query: { per_page: 100 } },
        }),
      ).data,
  });
  const name = integrations.data?.find((integration) => integration.id === id)?.name;
  return name ? <strong title={id}>{name}</strong> : <code>{id}</code>;
}
