/**
 * Whose records a query covers, as a CTE named `scope(id)`: one member, or an agent's whole
 * downline (every level) with or without the agent. Prefix a query with `cte` and bind `args`
 * first; filter with `user_id IN (SELECT id FROM scope)`.
 */
export interface Scope {
  cte: string;
  args: unknown[];
}

export function selfScope(userId: number): Scope {
  return { cte: 'WITH scope(id) AS (SELECT ?)', args: [userId] };
}

export function teamScope(agentId: number, includeAgent: boolean): Scope {
  return {
    cte: `WITH RECURSIVE team(id) AS (
            SELECT member_id FROM downlines WHERE agent_id = ?
            UNION SELECT d.member_id FROM downlines d JOIN team t ON d.agent_id = t.id),
          scope(id) AS (SELECT id FROM team${includeAgent ? ' UNION SELECT ?' : ''})`,
    args: includeAgent ? [agentId, agentId] : [agentId],
  };
}
