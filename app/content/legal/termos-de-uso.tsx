import {
  ContactEmail,
  InternalLink,
  OperatorDetails,
  type LegalSection,
  type LegalBody,
} from "~/components/content/legal-document";
import { SITE_NAME, type SiteOperator } from "~/content/site-operator";

// The text follows Brazilian law (docs/decisions/0009-glossary-infographics-legal.md): Marco Civil da Internet (Lei 12.965/2014), CDC
// (Lei 8.078/1990), ECA (Lei 8.069/1990) on alcohol and minors, Código de Trânsito
// (Lei 9.503/1997), Lei 9.610/1998 (copyright). Alcohol advertising: Lei 9.294/1996 covers
// only drinks above 13 °GL; beer and wine advertising is CONAR self-regulation (Annex P;
// spirits Annex A, on top of the law).
// Operator data come from /admin/site through content/site-operator.ts only (docs/decisions/0036-site-identity.md). Rendered by components/content/legal-document.tsx;
// the route only composes.
function sections(operator: SiteOperator): readonly LegalSection[] {
  const id = operator.identification;
  return [
    {
      id: "quem-somos",
      title: "Quem mantém o site",
      content: (
        <>
          {id ? (
            <p>
              O {SITE_NAME} é mantido por <strong>{id.legalName}</strong>, inscrito no {id.documentLabel} sob o nº{" "}
              {id.documentNumber}, com {id.kind === "pessoa_juridica" ? "sede" : "domicílio"} em {id.city}/{id.state}{" "}
              (“nós”). Estes Termos de Uso regem o acesso e o uso do site por qualquer pessoa (“você”).
            </p>
          ) : (
            <p>Estes Termos de Uso regem o acesso e o uso do {SITE_NAME} (“nós”) por qualquer pessoa (“você”).</p>
          )}
          <OperatorDetails operator={operator} />
          <p>
            Ao usar o site, você concorda com estes termos; se não concordar, não use o site. O tratamento dos seus
            dados pessoais não depende dessa concordância nem do seu consentimento: a{" "}
            <InternalLink to="/politica-de-privacidade">Política de Privacidade</InternalLink> informa como e com que
            base legal tratamos esses dados (LGPD, arts. 7º e 9º).
          </p>
        </>
      ),
    },
    {
      id: "maiores-de-18",
      title: "Público: maiores de 18 anos",
      content: (
        <>
          <p>
            O site trata de bebidas alcoólicas e é destinado a <strong>maiores de 18 anos</strong>. É{" "}
            <strong>proibida a venda de bebidas alcoólicas a menores de 18 anos</strong>, e vender, fornecer, servir ou
            entregar bebida alcoólica a criança ou adolescente é crime (Estatuto da Criança e do Adolescente, Lei
            8.069/1990, arts. 81 e 243).
          </p>
          <p>
            Não vendemos bebidas nem intermediamos compras. Se você tem menos de 18 anos, não use as calculadoras e os
            conteúdos sobre bebidas alcoólicas.
          </p>
        </>
      ),
    },
    {
      id: "o-que-oferecemos",
      title: "O que o site oferece",
      content: (
        <>
          <p>O {SITE_NAME} é gratuito e não exige cadastro. Ele oferece:</p>
          <ul>
            <li>
              <InternalLink to="/">Comparador de Preços</InternalLink>: calcula o preço por litro de cada cerveja a
              partir do preço e do volume que você informa e indica o menor.
            </li>
            <li>
              <InternalLink to="/festa">Calculadora de Festa</InternalLink> e{" "}
              <InternalLink to="/por-pessoa">Cerveja por Pessoa</InternalLink>: estimam quantidades de cerveja, bebidas
              sem álcool e gelo a partir de convidados, duração, clima e perfil de consumo.
            </li>
            <li>
              <InternalLink to="/ibu">Calculadora de IBU</InternalLink>: estima o amargor de uma receita pela fórmula de
              Tinseth.
            </li>
            <li>
              <InternalLink to="/abv">Calculadora de ABV</InternalLink>: estima teor alcoólico, atenuação e calorias a
              partir das densidades, além de correção de refratômetro, açúcar de priming e diluição.
            </li>
            <li>
              <InternalLink to="/orcamento">Orçamento de Bebidas</InternalLink>: divide um valor entre tipos de bebida
              usando preços de referência.
            </li>
            <li>
              Conteúdo: <InternalLink to="/glossario">Glossário</InternalLink>,{" "}
              <InternalLink to="/infograficos">Infográficos</InternalLink> e{" "}
              <InternalLink to="/blog">Blog</InternalLink>.
            </li>
          </ul>
          <p>
            Os cálculos usam os dados que você digita. Enquanto você digita, a conta é feita no seu próprio navegador;
            quando você abre um link compartilhado de uma calculadora (ou envia o formulário sem JavaScript), é o
            servidor que faz a conta com os valores do endereço para mostrar o resultado, sem guardá-los. Podemos
            incluir, alterar ou retirar funcionalidades a qualquer momento.
          </p>
        </>
      ),
    },
    {
      id: "limites-das-estimativas",
      title: "Limites das estimativas",
      content: (
        <>
          <p>
            Os resultados das calculadoras são <strong>estimativas</strong>, obtidas com fórmulas publicadas na
            literatura cervejeira (indicadas em cada calculadora, no bloco “Como calculamos”) e com os dados que você
            informa. Eles podem diferir dos valores reais por causa de ingredientes, equipamentos, medições,
            arredondamentos, preços locais e hábitos de consumo.
          </p>
          <ul>
            <li>
              Não garantimos que os resultados sejam exatos, completos ou adequados a um fim específico. Confira os
              dados digitados e use os números como ponto de partida.
            </li>
            <li>
              Para produção comercial, rotulagem (inclusive a declaração de teor alcoólico exigida pela legislação de
              bebidas) ou qualquer decisão técnica, consulte um profissional qualificado e análises de laboratório.
            </li>
            <li>
              Calorias e consumo por pessoa são referências gerais, não orientação de saúde ou nutrição: para isso,
              procure um médico ou nutricionista.
            </li>
            <li>
              Preços de referência (como os do Orçamento de Bebidas) podem não corresponder aos da sua região ou da data
              da compra.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "consumo-responsavel",
      title: "Consumo responsável",
      content: (
        <>
          <p>
            <strong>Beba com moderação. Se beber, não dirija.</strong> Dirigir sob a influência de álcool é infração
            gravíssima e pode ser crime (Código de Trânsito Brasileiro, Lei 9.503/1997, arts. 165 e 306).
          </p>
          <p>
            As quantidades calculadas para festas e por pessoa servem para planejar compras e evitar desperdício; não
            são recomendação de consumo. Gestantes, pessoas que tomam medicamentos ou estão em tratamento e quem tem
            histórico de dependência devem evitar o álcool. Se o consumo estiver causando problemas para você ou alguém
            próximo, procure ajuda: os Centros de Atenção Psicossocial Álcool e Drogas (CAPS AD) do SUS e os Alcoólicos
            Anônimos oferecem apoio gratuito.
          </p>
        </>
      ),
    },
    {
      id: "publicidade",
      title: "Publicidade",
      content: (
        <>
          <p>
            O site é mantido por anúncios (banners) pagos. Cada anúncio é identificado com a palavra{" "}
            <strong>“Publicidade”</strong>, para que você o reconheça como tal (Código de Defesa do Consumidor, art.
            36), e abre o site do anunciante em uma nova aba.
          </p>
          <ul>
            <li>
              Exibir um anúncio não significa que recomendamos ou endossamos o anunciante, seus produtos ou serviços. O
              conteúdo do anúncio e a oferta são de responsabilidade do anunciante.
            </li>
            <li>
              Compras feitas no site de um anunciante são uma relação entre você e ele, sujeita aos termos e à política
              de privacidade dele.
            </li>
            <li>
              Anúncios de cerveja e de vinho seguem o Código Brasileiro de Autorregulamentação Publicitária do CONAR
              (Anexo P), inclusive as cláusulas de advertência, como “Beba com moderação”, e a proibição de se dirigirem
              a menores de 18 anos. Anúncios de bebidas com mais de 13 °GL, como os destilados, seguem também a Lei
              9.294/1996, que só alcança essas bebidas, e o Anexo A do mesmo código. Podemos recusar ou retirar qualquer
              anúncio.
            </li>
            <li>
              Os anúncios são escolhidos sem usar dados sobre você: não há perfil de navegação nem segmentação. Veja a{" "}
              <InternalLink to="/politica-de-privacidade">Política de Privacidade</InternalLink>.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "links-de-terceiros",
      title: "Links e serviços de terceiros",
      content: (
        <p>
          O site contém links para sites de terceiros, como anunciantes, referências citadas no blog e redes sociais
          usadas pelos botões de compartilhamento (WhatsApp, Telegram, X, Facebook e LinkedIn). Não controlamos esses
          sites e não respondemos pelo conteúdo, pela disponibilidade ou pelas práticas de privacidade deles; ao
          visitá-los, valem os termos e as políticas de cada um.
        </p>
      ),
    },
    {
      // Not "conteudo": that is the layout's <main> (the skip link's target), and ids are unique.
      id: "conteudo-informativo",
      title: "Conteúdo informativo",
      content: (
        <p>
          Os textos do blog, do glossário e dos infográficos têm caráter informativo e refletem o conhecimento
          disponível na data em que foram escritos. Buscamos precisão, mas eles podem conter erros ou ficar
          desatualizados e não substituem orientação profissional. Se encontrar um erro, escreva para o endereço{" "}
          <ContactEmail operator={operator} subject="Correção de conteúdo" />.
        </p>
      ),
    },
    {
      id: "propriedade-intelectual",
      title: "Propriedade intelectual",
      content: (
        <>
          <p>
            Os textos, o glossário, os infográficos, o design, o código e a marca {SITE_NAME} pertencem a nós ou a quem
            nos licenciou, e são protegidos pela Lei de Direitos Autorais (Lei 9.610/1998) e pela Lei de Propriedade
            Industrial (Lei 9.279/1996).
          </p>
          <ul>
            <li>Você pode compartilhar links para qualquer página do site.</li>
            <li>
              Você pode citar trechos curtos, indicando a fonte ({SITE_NAME}) e o link, nos limites do art. 46, III, da
              Lei 9.610/1998.
            </li>
            <li>
              Reproduzir, copiar em massa ou republicar o conteúdo, no todo ou em parte relevante, depende de
              autorização prévia por escrito.
            </li>
          </ul>
          <p>Marcas e nomes de terceiros citados no site pertencem aos seus titulares.</p>
        </>
      ),
    },
    {
      id: "uso-adequado",
      title: "Uso adequado",
      content: (
        <>
          <p>Ao usar o site, você se compromete a não:</p>
          <ul>
            <li>tentar acessar a área administrativa ou dados sem autorização, ou burlar as medidas de segurança;</li>
            <li>
              sobrecarregar o site com requisições automatizadas em volume excessivo ou coletar o conteúdo de forma que
              prejudique o funcionamento;
            </li>
            <li>enviar código malicioso ou explorar falhas;</li>
            <li>usar o site para fins ilícitos ou que violem direitos de terceiros.</li>
          </ul>
          <p>Podemos bloquear acessos que descumpram estas regras, sem prejuízo das medidas legais cabíveis.</p>
        </>
      ),
    },
    {
      id: "area-administrativa",
      title: "Área administrativa",
      content: (
        <p>
          A área administrativa é restrita a administradores autorizados por nós; não há cadastro público. As
          credenciais são pessoais e intransferíveis, e o administrador responde pelo sigilo delas. As tentativas de
          acesso são limitadas e registradas para proteger o site.
        </p>
      ),
    },
    {
      id: "responsabilidade",
      title: "Disponibilidade e responsabilidade",
      content: (
        <>
          <p>
            O site é oferecido gratuitamente, no estado em que se encontra. Podemos interrompê-lo para manutenção, e
            falhas técnicas podem deixá-lo fora do ar ou exibir informações incorretas.
          </p>
          <p>
            Na medida permitida pela lei, não respondemos por decisões tomadas apenas com base nas estimativas do site,
            por danos indiretos ou por conteúdo e ofertas de terceiros e anunciantes. Nada nestes termos afasta direitos
            que a lei garante a você e que não podem ser renunciados, inclusive os previstos no Código de Defesa do
            Consumidor (Lei 8.078/1990), quando aplicável.
          </p>
        </>
      ),
    },
    {
      id: "privacidade",
      title: "Privacidade e proteção de dados",
      content: (
        <p>
          O tratamento de dados pessoais segue a Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018) e o Marco Civil
          da Internet (Lei 12.965/2014) e está descrito na{" "}
          <InternalLink to="/politica-de-privacidade">Política de Privacidade</InternalLink>, um documento informativo,
          que não precisa ser aceito.
        </p>
      ),
    },
    {
      id: "alteracoes",
      title: "Alterações destes termos",
      content: (
        <p>
          Podemos atualizar estes termos para refletir mudanças no site ou na legislação. A data da última atualização
          aparece no topo da página, e mudanças relevantes serão destacadas no site antes de entrarem em vigor.
          Continuar usando o site depois disso significa concordar com a nova versão.
        </p>
      ),
    },
    {
      id: "lei-e-foro",
      title: "Lei aplicável e foro",
      content: (
        <p>
          Estes termos são regidos pelas leis da República Federativa do Brasil. Se você usa o site como consumidor,
          pode propor ação no foro do seu domicílio (Código de Defesa do Consumidor, art. 101, I);{" "}
          {operator.forum
            ? `nos demais casos, fica eleito o foro da comarca de ${operator.forum}.`
            : "nos demais casos, vale o foro que a lei indicar (Código de Processo Civil, arts. 46 e 53)."}
        </p>
      ),
    },
    {
      id: "contato",
      title: "Contato",
      content: (
        <p>
          Dúvidas, reclamações ou notificações sobre estes termos:{" "}
          <ContactEmail operator={operator} subject="Termos de Uso" />. Procuramos responder em até 15 dias.
        </p>
      ),
    },
  ];
}

export function termsOfUse(operator: SiteOperator): LegalBody {
  return {
    intro: (
      <p>
        Leia com atenção: estes termos explicam o que o {SITE_NAME} oferece, o que esperar das estimativas das
        calculadoras e as regras para usar o site. O resumo é simples: as contas são estimativas, o site é para maiores
        de 18 anos, os anúncios são identificados e o consumo de álcool deve ser sempre responsável.
      </p>
    ),
    sections: sections(operator),
  };
}
