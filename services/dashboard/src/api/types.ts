import type { components } from './schema';

type Schemas = components['schemas'];
export type Bot = Schemas['Bot'];
export type Integration = Schemas['Integration'];
export type Channel = Schemas['Channel'];
export type Conversation = Schemas['Conversation'];
export type Message = Schemas['Message'];
export type AgentLoop = Schemas['AgentLoop'];
export type Execution = Schemas['Execution'];
export type McpServer = Schemas['McpServer'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type Delivery = Schemas['Delivery'];
export type ApiKey = Schemas['ApiKey'];
export type Schedule = Schemas['Schedule'];
export type PendingApproval = Execution['pending_approvals'][number];
export type ToolCallApproval = Schemas['ToolCallApproval'];
export type BudgetApproval = Schemas['BudgetApproval'];
export type PendingInput = Schemas['PendingInput'];
