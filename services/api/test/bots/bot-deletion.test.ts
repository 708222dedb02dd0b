import { describe, expect, it } from '@jest/globals';
import { teamScope, type Scope } from '@switchboard/store/port';
import { BotCascade } from '../../src/bots/bot-cascade.js';
import { BotService } from '../../src/bots/bot.service.js';
import { createTeam } from '@switchboard/testing/api/teams';
import { useApp } from '@switchboard/testing/api/use-app';

const app = useApp();

const BOT_INPUT = {
  name: 'Cascading',
  context_window: 10,
  integration_strategy: 'highest_weight',
  error_message: 'sorry',
} as const;

describe('bot deletion cascade', () => {
  it('runs every registered step, in order, with the caller’s scope, before deleting the bot', async () => {
    const { team } = await createTeam(app);
    const calls: string[] = [];
    const cascade = new BotCascade();
    const bots = new BotService(app.store, app.clock, cascade);
    const bot = await bots.create({ teamId: team.id }, BOT_INPUT);
    const record = (name: string) => async (scope: Scope, botId: string) => {
      // The bot still exists while its dependants are removed.
      await bots.get(scope, botId);
      calls.push(`${name}:${'teamId' in scope ? scope.teamId : 'all'}:${botId}`);
    };
    cascade.register('integrations', record('integrations'));
    cascade.register('channels', record('channels'));
    await bots.delete(teamScope(team.id), bot.id);
    expect(calls).toEqual([`integrations:${team.id}:${bot.id}`, `channels:${team.id}:${bot.id}`]);
    await expect(bots.get(teamScope(team.id), bot.id)).rejects.toMatchObject({
      code: 'RESOURCE_NOT_FOUND',
    });
  });

  it('keeps the bot when a step fails, so the delete can be repeated', async () => {
    const { team } = await createTeam(app);
    const cascade = new BotCascade();
    const bots = new BotService(app.store, app.clock, cascade);
    const bot = await bots.create({ teamId: team.id }, BOT_INPUT);
    let failures = 1;
    cascade.register('flaky', async () => {
      if (failures-- > 0) throw new Error('disk full');
    });
    await expect(bots.delete(teamScope(team.id), bot.id)).rejects.toThrow('disk full');
    await expect(bots.get(teamScope(team.id), bot.id)).resolves.toMatchObject({ id: bot.id });
    await bots.delete(teamScope(team.id), bot.id);
    await expect(bots.get(teamScope(team.id), bot.id)).rejects.toMatchObject({
      code: 'RESOURCE_NOT_FOUND',
    });
  });

  it('does not run for another team’s bot', async () => {
    const owner = await createTeam(app);
    const stranger = await createTeam(app);
    const calls: string[] = [];
    const cascade = new BotCascade();
    cascade.register('spy', async (_scope, botId) => {
      calls.push(botId);
    });
    const bots = new BotService(app.store, app.clock, cascade);
    const bot = await bots.create({ teamId: owner.team.id }, BOT_INPUT);
    await expect(bots.delete(teamScope(stranger.team.id), bot.id)).rejects.toMatchObject({
      code: 'RESOURCE_NOT_FOUND',
    });
    expect(calls).toEqual([]);
  });
});
