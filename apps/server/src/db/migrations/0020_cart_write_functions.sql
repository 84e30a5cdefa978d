-- A cart change in one round trip (issue 18): each function locks the session's open cart, then
-- (a statement later, so with a snapshot taken after the lock) reads, checks and changes its items,
-- and answers them in the cart's order. What counts against a limit is the caller's to say: the
-- rules stay in the application, the database only applies them under the lock. A refusal is one
-- row whose outcome names it; a cart that is not the session's open one answers 'no_open_cart'.
CREATE FUNCTION cart_lock_open(p_cart_id uuid, p_session_id uuid) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM FROM carts WHERE id = p_cart_id AND session_id = p_session_id AND status = 'open' FOR UPDATE;
  RETURN FOUND;
END
$$;
--> statement-breakpoint
CREATE FUNCTION cart_refusal(p_outcome text)
RETURNS TABLE (outcome text, item_id uuid, item_variant_id uuid, item_quantity integer, item_created_at timestamptz)
LANGUAGE sql IMMUTABLE AS $$
  SELECT p_outcome, NULL::uuid, NULL::uuid, NULL::integer, NULL::timestamptz
$$;
--> statement-breakpoint
CREATE FUNCTION cart_items_in_order(p_cart_id uuid)
RETURNS TABLE (outcome text, item_id uuid, item_variant_id uuid, item_quantity integer, item_created_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT 'ok', id, product_variant_id, quantity, created_at FROM cart_items
  WHERE cart_id = p_cart_id ORDER BY created_at, id
$$;
--> statement-breakpoint
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
  IF NOT cart_lock_open(p_cart_id, p_session_id) THEN
    RETURN QUERY SELECT * FROM cart_refusal('no_open_cart');
  ELSIF (SELECT count(*) FROM cart_items
         WHERE cart_id = p_cart_id AND product_variant_id = ANY (p_limited_variant_ids)
           AND product_variant_id <> p_variant_id) >= p_limit THEN
    RETURN QUERY SELECT * FROM cart_refusal('over_limit');
  ELSE
    INSERT INTO cart_items (cart_id, product_variant_id, quantity) VALUES (p_cart_id, p_variant_id, p_quantity)
      ON CONFLICT (cart_id, product_variant_id) DO UPDATE SET quantity = EXCLUDED.quantity;
    RETURN QUERY SELECT * FROM cart_items_in_order(p_cart_id);
  END IF;
END
$$;
--> statement-breakpoint
-- Quantity 0 removes the item; an item not in that cart answers 'no_item'.
CREATE FUNCTION cart_set_item_quantity(p_cart_id uuid, p_session_id uuid, p_item_id uuid, p_quantity integer)
RETURNS TABLE (outcome text, item_id uuid, item_variant_id uuid, item_quantity integer, item_created_at timestamptz)
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT cart_lock_open(p_cart_id, p_session_id) THEN
    RETURN QUERY SELECT * FROM cart_refusal('no_open_cart');
    RETURN;
  END IF;
  IF p_quantity = 0 THEN
    DELETE FROM cart_items WHERE id = p_item_id AND cart_id = p_cart_id;
  ELSE
    UPDATE cart_items SET quantity = p_quantity WHERE id = p_item_id AND cart_id = p_cart_id;
  END IF;
  IF FOUND THEN
    RETURN QUERY SELECT * FROM cart_items_in_order(p_cart_id);
  ELSE
    RETURN QUERY SELECT * FROM cart_refusal('no_item');
  END IF;
END
$$;
