-- A cart change in one round trip (issue 18): each function locks the session's open cart, then
-- (a statement later, so with a snapshot taken after the lock) reads, checks and changes its items,
-- and answers them in the cart's order. What counts against a limit is the caller's to say: the
-- rules stay in the application, the database only applies them under the lock. A refusal is one
-- row whose outcome names it; a cart that is not the session's open one answers 'no_open_cart'.
CREATE FUNCTION cart_add_item(
  p_cart_id uuid,
  p_session_id uuid,
  p_variant_id uuid,
  p_quantity integer,
  p_limited_variant_ids uuid[],
  p_limit integer
) RETURNS TABLE (outcome text, item_id uuid, item_variant_id uuid, item_quantity integer, item_created_at timestamptz)
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM FROM carts WHERE id = p_cart_id AND session_id = p_session_id AND status = 'open' FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no_open_cart', NULL::uuid, NULL::uuid, NULL::integer, NULL::timestamptz;
    RETURN;
  END IF;
  IF (SELECT count(*) FROM cart_items
      WHERE cart_id = p_cart_id AND product_variant_id = ANY (p_limited_variant_ids)
        AND product_variant_id <> p_variant_id) >= p_limit THEN
    RETURN QUERY SELECT 'over_limit', NULL::uuid, NULL::uuid, NULL::integer, NULL::timestamptz;
    RETURN;
  END IF;
  INSERT INTO cart_items (cart_id, product_variant_id, quantity) VALUES (p_cart_id, p_variant_id, p_quantity)
    ON CONFLICT (cart_id, product_variant_id) DO UPDATE SET quantity = EXCLUDED.quantity;
  RETURN QUERY SELECT 'ok', id, product_variant_id, quantity, created_at FROM cart_items
    WHERE cart_id = p_cart_id ORDER BY created_at, id;
END
$$;
--> statement-breakpoint
-- Quantity 0 removes the item; an item not in that cart answers 'no_item'.
CREATE FUNCTION cart_set_item_quantity(p_cart_id uuid, p_session_id uuid, p_item_id uuid, p_quantity integer)
RETURNS TABLE (outcome text, item_id uuid, item_variant_id uuid, item_quantity integer, item_created_at timestamptz)
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM FROM carts WHERE id = p_cart_id AND session_id = p_session_id AND status = 'open' FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no_open_cart', NULL::uuid, NULL::uuid, NULL::integer, NULL::timestamptz;
    RETURN;
  END IF;
  IF p_quantity = 0 THEN
    DELETE FROM cart_items WHERE id = p_item_id AND cart_id = p_cart_id;
  ELSE
    UPDATE cart_items SET quantity = p_quantity WHERE id = p_item_id AND cart_id = p_cart_id;
  END IF;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no_item', NULL::uuid, NULL::uuid, NULL::integer, NULL::timestamptz;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'ok', id, product_variant_id, quantity, created_at FROM cart_items
    WHERE cart_id = p_cart_id ORDER BY created_at, id;
END
$$;
