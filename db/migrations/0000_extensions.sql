-- Custom SQL migration file, put your code below! --
-- Trigram similarity for typo-tolerant product search (PGlite loads the extension at start).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
