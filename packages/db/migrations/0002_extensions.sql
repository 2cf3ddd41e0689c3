-- Trigram indexes back global and owner search (a trusted extension: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
