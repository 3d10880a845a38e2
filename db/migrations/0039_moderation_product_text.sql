-- Moderation's free text matches reviews by their product's text in any state (decision 037): the
-- products that are not listed keep a full-text index of their own beside the catalogue's.
CREATE INDEX "products_unlisted_search_idx" ON "products" USING gin ("search_vector") WHERE status <> 'approved';