import type { Agent } from './agent';

let groupCounter = 0;

/** Creates a group through the API (in US dollars unless told) and returns its id. */
export async function createGroup(
  agent: Agent,
  name = `Group ${++groupCounter} ${Date.now()}`,
  currency?: string,
) {
  const response = await agent.api.groups.$post({ json: { name, ...(currency ? { currency } : {}) } });
  if (response.status !== 201)
    throw new Error(`create group failed: ${response.status} ${await response.text()}`);
  const { id } = await response.json();
  return id;
}

/** The admin generates an invite and the member joins with its code. */
export async function joinGroup(admin: Agent, member: Agent, groupId: string) {
  const invite = await generateInvite(admin, groupId);
  const joined = await member.api.groups[':groupId'].join.$post({
    param: { groupId },
    json: { code: invite.code },
  });
  if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${await joined.text()}`);
}

export async function generateInvite(admin: Agent, groupId: string, maxUses: number | null = null) {
  const response = await admin.api.groups[':groupId'].invite.$post({ param: { groupId }, json: { maxUses } });
  if (response.status !== 201) throw new Error(`invite failed: ${response.status} ${await response.text()}`);
  const { invite } = await response.json();
  if (!invite) throw new Error('no invite returned');
  return invite;
}
