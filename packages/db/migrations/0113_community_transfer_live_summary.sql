-- Community transfer (issue 26): what moves with a community is counted when a transfer is read,
-- not once at key issue, so the receiver sees owners and open items added after the key. The
-- receiver cannot see the sender's rows, so the counting runs here, as the owner (SECURITY
-- DEFINER), with the community_transfer policy of 0105 opened to each transfer's sender in turn.
-- Only transfers the caller's company sent or received and that have not completed are counted
-- (a completed transfer keeps what it moved, recorded at the move); each count is one read by the
-- community's index, and the ledger lines come from the balance views (accounts x periods rows),
-- not from the lines. Agent types: 3 property, 4 primary owner, 5 owner.
CREATE OR REPLACE FUNCTION app_community_transfer_summaries(p_ids bigint[])
RETURNS TABLE (transfer_id bigint, summary jsonb)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  tr record;
  caller bigint := app_company_id();
  before text := coalesce(current_setting('app.transfer_from', true), '');
BEGIN
  FOR tr IN
    SELECT t.id, t.company_id AS sender, t.community_agent_id AS c FROM community_transfers t
     WHERE t.id = ANY (p_ids) AND t.status_id IN (1, 2)
       AND caller IS NOT NULL AND caller IN (t.company_id, t.receiver_company_id)
     ORDER BY t.id
  LOOP
    PERFORM set_config('app.transfer_from', tr.sender::text, true);
    transfer_id := tr.id;
    SELECT jsonb_build_object(
      'Properties', (SELECT count(*) FROM agents a WHERE a.company_id = tr.sender
                       AND a.community_agent_id = tr.c AND a.agent_type_id = 3),
      'Owners', (SELECT count(*) FROM agents a WHERE a.company_id = tr.sender
                   AND a.community_agent_id = tr.c AND a.agent_type_id IN (4, 5)),
      'OpenItems', (SELECT count(*) FROM (SELECT l.item_id FROM ar_lines l
                      WHERE l.company_id = tr.sender AND l.community_agent_id = tr.c
                      GROUP BY l.item_id HAVING sum(l.amount_cents) <> 0) o),
      'OwnerBalance', (SELECT coalesce(sum(b.balance_cents), 0) FROM owner_code_balances b
                         WHERE b.company_id = tr.sender AND b.community_agent_id = tr.c),
      'Attachments', (SELECT count(DISTINCT aa.attachment_id) FROM agent_attachments aa
                        JOIN agents a ON a.id = aa.agent_id
                       WHERE aa.company_id = tr.sender AND (a.id = tr.c OR a.community_agent_id = tr.c)),
      'GlLines', (SELECT coalesce(sum(g.line_count), 0) FROM gl_period_balances g
                    WHERE g.company_id = tr.sender AND g.community_agent_id = tr.c))
      INTO summary;
    RETURN NEXT;
  END LOOP;
  PERFORM set_config('app.transfer_from', before, true);
END $$;
